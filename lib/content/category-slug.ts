// Spec §9: a policy category becomes its route segment by lowercasing, whitespace to hyphen and '&' to 'og'.
export function categorySlug(category: string) {
  return category.trim().toLowerCase().replace(/\s+/g, '-').replace(/&/g, 'og');
}

/** A category slug must be usable as one path segment of /politik/{category}/{slug}. */
export const isRoutableCategorySlug = (slug: string) => /^[a-zæøå0-9]+(?:-[a-zæøå0-9]+)*$/.test(slug);
