import type {BlogContent, PluginOptions} from '@docusaurus/plugin-content-blog';
import pluginContentBlog from '@docusaurus/plugin-content-blog';
import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
import {normalizeUrl} from '@docusaurus/utils';

/**
 * The classic blog plugin, less its author pages. Posts are credited to team roles, so a page per
 * author says nothing, and the site's route list has none. Everything else is the stock plugin.
 */
export default async function blogPlugin(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<BlogContent>> {
  const plugin = await pluginContentBlog(context, options);
  const authorsPath = normalizeUrl([context.baseUrl, options.routeBasePath, options.authorsBasePath]);
  const isAuthorsRoute = ({path}: RouteConfig) => path === authorsPath || path.startsWith(`${authorsPath}/`);
  const {contentLoaded} = plugin;
  if (!contentLoaded) {
    return plugin;
  }
  return {
    ...plugin,
    contentLoaded(args) {
      const {addRoute} = args.actions;
      return contentLoaded({
        ...args,
        actions: {...args.actions, addRoute: (route) => (isAuthorsRoute(route) ? undefined : addRoute(route))},
      });
    },
  };
}

export {validateOptions} from '@docusaurus/plugin-content-blog';
