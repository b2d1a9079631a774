import type {BlogContent, PluginOptions} from '@docusaurus/plugin-content-blog';
import pluginContentBlog from '@docusaurus/plugin-content-blog';
import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
import {normalizeUrl} from '@docusaurus/utils';

/**
 * The classic blog plugin, less its author pages (posts are credited to team roles, so a page per
 * author says nothing, and the site's route list has none), and with errors that name the blog's
 * folder: the stock messages name a post by its path inside the folder only.
 */
export default async function blogPlugin(context: LoadContext, options: PluginOptions): Promise<Plugin<BlogContent>> {
  const plugin = await pluginContentBlog(context, options);
  const authorsPath = normalizeUrl([context.baseUrl, options.routeBasePath, options.authorsBasePath]);
  const isAuthorsRoute = ({path}: RouteConfig) => path === authorsPath || path.startsWith(`${authorsPath}/`);
  const {contentLoaded, loadContent} = plugin;
  if (!contentLoaded || !loadContent) {
    return plugin;
  }
  return {
    ...plugin,
    async loadContent() {
      try {
        return await loadContent();
      } catch (error) {
        throw new Error(`The ${options.id} blog could not load a post from its folder ${options.path}/.`, {
          cause: error,
        });
      }
    },
    contentLoaded(args) {
      const {addRoute} = args.actions;
      return contentLoaded({
        ...args,
        actions: {
          ...args.actions,
          addRoute(route) {
            if (!isAuthorsRoute(route)) {
              addRoute(route);
            }
          },
        },
      });
    },
  };
}

export {validateOptions} from '@docusaurus/plugin-content-blog';
