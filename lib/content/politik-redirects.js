// Old and alternative /politik/{slug} addresses and the policy-area page each one leads to.
// Plain JS so next.config.mjs (redirects) and the TypeScript content check share one list.

/** Spec §2: old addresses that must keep working. */
export const legacyPolitikSlugs = {
  'folkeskole-frihed-faglighed': 'skole-uddannelse',
  'boern-unge': 'boern-dagtilbud',
  'foreningsliv-fritid': 'foreningsliv-faellesskab-fritid',
  'kultur-oplevelser': 'foreningsliv-faellesskab-fritid',
};

/** Spec §2: related-area links are written with these slugs; each resolves to its page. */
export const relatedAreaAliases = {
  foreningsliv: 'foreningsliv-faellesskab-fritid',
  'born-unge': 'boern-dagtilbud',
  'uddannelse-unge': 'skole-uddannelse',
  'aeldre-omsorg': 'aeldre-velfaerd',
  'klima-energi': 'klima-miljo-energi',
  'byudvikling-bolig': 'bolig-byudvikling',
};

/** @type {Record<string, string>} */
export const politikRedirects = { ...legacyPolitikSlugs, ...relatedAreaAliases };
