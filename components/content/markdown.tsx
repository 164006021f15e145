// Renders volunteer-written markdown on the server. Format 'md' means no JSX or JS runs from content, raw HTML is dropped,
// and every link passes safeHref (spec §5 protocols).
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { MDXRemote } from 'next-mdx-remote/rsc';
import { isExternalHref, safeHref } from '@/lib/markdown/safe-url';

function SafeLink({ href, children, ...rest }: ComponentPropsWithoutRef<'a'>) {
  const safe = safeHref(href);
  if (!safe) return <span>{children}</span>;
  const external = isExternalHref(safe);
  return (
    <a {...rest} href={safe} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}

type ImageProps = ComponentPropsWithoutRef<'img'>;

const components = {
  a: SafeLink,
  img: () => null,
};

/** Images are dropped unless the page passes its own `image` renderer (the newsletter's web version shows the site's own). */
export function Markdown({
  source,
  className = 'prose-campaign',
  image,
}: {
  source: string;
  className?: string;
  image?: (props: ImageProps) => ReactNode;
}) {
  return (
    <div className={className}>
      <MDXRemote source={source} components={image ? { ...components, img: image } : components} options={{ mdxOptions: { format: 'md' }, blockJS: true }} />
    </div>
  );
}
