import { Picture } from '@/components/ui/picture';
import { portraitOf, type Candidate } from '@/lib/content/candidates';

type Props = {
  candidate: Candidate;
  sizes: string;
  className: string;
  lead?: boolean;
  keepLazy?: boolean;
};

export function Portrait({ candidate, sizes, className, lead = false, keepLazy = false }: Props) {
  return (
    <Picture
      src={portraitOf(candidate)}
      alt={`Illustreret portræt af ${candidate.name}`}
      width={480}
      height={480}
      sizes={sizes}
      className={className}
      lead={lead}
      keepLazy={keepLazy}
    />
  );
}
