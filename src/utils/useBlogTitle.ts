import useRouteContext from '@docusaurus/useRouteContext';
import {blogs} from '@site/src/data/blogs';

/** The title of the blog that renders the current page ("Packit Blog" or "Packit Weekly"). */
export default function useBlogTitle(): string {
  const {plugin} = useRouteContext();
  const blog = Object.values(blogs).find(({id}) => id === plugin.id);
  if (!blog) {
    throw new Error(`useBlogTitle() is used outside a blog: plugin "${plugin.id}" is not in src/data/blogs.ts`);
  }
  return blog.title;
}
