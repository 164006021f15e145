export { size, contentType, alt, generateStaticParams, ogImage as default } from './segment';
export const dynamicParams = false;
