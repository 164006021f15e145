// A newsletter's Markdown body as React Email elements: one mdast node at a time, styles inline, links absolute on
// the site URL, and no image from anywhere else (an image off the site is dropped, its alt text kept as text).
import { Fragment, type ReactNode } from 'react';
import { Heading, Hr, Img, Link, Text } from '@react-email/components';
import type { Nodes, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { colors, font } from './theme';

/** The site's own URL for a link or image, or null when it leaves the site (images) or is not http(s)/mailto. */
function absoluteOnSite(href: string, siteUrl: string): string | null {
  try {
    const url = new URL(href, `${siteUrl}/`);
    return url.protocol === 'http:' || url.protocol === 'https:' || url.protocol === 'mailto:'
      ? url.toString()
      : null;
  } catch {
    return null;
  }
}

/** True when `src` is served by the site itself (the only images a newsletter may show: nothing loads from elsewhere). */
function isSiteImage(src: string, siteUrl: string): boolean {
  try {
    return new URL(src, `${siteUrl}/`).origin === new URL(siteUrl).origin;
  } catch {
    return false;
  }
}

const paragraph = { margin: '0 0 16px', fontSize: '16px', lineHeight: '1.6', color: colors.text };

function children(node: { children?: RootContent[] }, siteUrl: string): ReactNode {
  return (node.children ?? []).map((child, i) => (
    <Fragment key={i}>{element(child, siteUrl)}</Fragment>
  ));
}

function element(node: Nodes, siteUrl: string): ReactNode {
  switch (node.type) {
    case 'root':
      return children(node, siteUrl);
    case 'paragraph':
      return <Text style={paragraph}>{children(node, siteUrl)}</Text>;
    case 'heading': {
      const as = node.depth <= 2 ? 'h2' : 'h3';
      return (
        <Heading
          as={as}
          style={{
            margin: '24px 0 12px',
            fontSize: as === 'h2' ? '21px' : '18px',
            lineHeight: '1.3',
            color: colors.heading,
            fontFamily: font,
          }}
        >
          {children(node, siteUrl)}
        </Heading>
      );
    }
    case 'text':
      return node.value;
    case 'strong':
      return <strong>{children(node, siteUrl)}</strong>;
    case 'emphasis':
      return <em>{children(node, siteUrl)}</em>;
    case 'inlineCode':
      return <code>{node.value}</code>;
    case 'break':
      return <br />;
    case 'link': {
      const href = absoluteOnSite(node.url, siteUrl);
      if (!href) return children(node, siteUrl);
      return (
        <Link href={href} style={{ color: colors.link, textDecoration: 'underline' }}>
          {children(node, siteUrl)}
        </Link>
      );
    }
    case 'image': {
      const alt = node.alt ?? '';
      if (!isSiteImage(node.url, siteUrl)) return alt;
      return (
        <Img
          src={absoluteOnSite(node.url, siteUrl)!}
          alt={alt}
          width="560"
          style={{
            display: 'block',
            width: '100%',
            maxWidth: '560px',
            height: 'auto',
            margin: '8px 0 16px',
          }}
        />
      );
    }
    case 'list': {
      const List = node.ordered ? 'ol' : 'ul';
      return (
        <List style={{ margin: '0 0 16px', paddingLeft: '24px', color: colors.text }}>
          {node.children.map((item, i) => (
            <li key={i} style={{ margin: '0 0 6px', fontSize: '16px', lineHeight: '1.6' }}>
              {item.children.map((c, j) => (
                <Fragment key={j}>
                  {c.type === 'paragraph' ? children(c, siteUrl) : element(c, siteUrl)}
                </Fragment>
              ))}
            </li>
          ))}
        </List>
      );
    }
    case 'blockquote':
      return (
        <div
          style={{
            margin: '0 0 16px',
            padding: '4px 0 4px 16px',
            borderLeft: `4px solid ${colors.accent}`,
            fontStyle: 'italic',
          }}
        >
          {children(node, siteUrl)}
        </div>
      );
    case 'thematicBreak':
      return <Hr style={{ borderColor: colors.rule, margin: '24px 0' }} />;
    default:
      // Raw HTML, JSX and anything unusual is not carried into a mail: the body is Markdown.
      return null;
  }
}

export const parseBody = (markdown: string) => fromMarkdown(markdown);

export const BodyContent = ({ markdown, siteUrl }: { markdown: string; siteUrl: string }) => (
  <>{element(parseBody(markdown), siteUrl)}</>
);
