import { getImageProps } from 'next/image';
import { portraitOf, type Candidate } from '@/lib/content/candidates';

type Props = { candidate: Candidate; sizes: string; className: string; eager?: boolean };

/** next/image's optimised srcset as a plain server-rendered <img>: <Image> is client code (~5 KB) the pages don't need. */
export function Portrait({ candidate, sizes, className, eager = false }: Props) {
  const { props } = getImageProps({
    src: portraitOf(candidate),
    alt: `Illustreret portræt af ${candidate.name}`,
    width: 480,
    height: 480,
    sizes,
    className,
    ...(eager ? { loading: 'eager', fetchPriority: 'high' } : { loading: 'lazy' }),
  });
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- getImageProps supplies src, srcSet and alt
  return <img {...props} />;
}
