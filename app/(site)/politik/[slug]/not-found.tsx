import { NotFoundState } from '@/components/politik/not-found-state';

export default function ThemeNotFound() {
  return (
    <NotFoundState
      title="Tema ikke fundet"
      text="Det tema eller politikområde, du leder efter, findes ikke."
    />
  );
}
