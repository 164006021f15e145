import { notFoundPage } from '@/app/(site)/_segments/not-found-screens';

export default notFoundPage('nyhedsbrev');
