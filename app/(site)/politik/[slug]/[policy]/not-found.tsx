import { NotFoundState } from '@/components/politik/not-found-state';

export default function PolicyNotFound() {
  return (
    <NotFoundState
      title="Politik ikke fundet"
      text="Den politik, du leder efter, findes ikke eller er flyttet."
    />
  );
}
