// VALG_SOURCE as the room shows it: an sftp:// URL without its password, or the folder.
export function openSourceLabel(spec: string): string {
  if (!spec.startsWith('sftp://')) return `mappen ${spec}`;
  const url = new URL(spec);
  return `sftp://${url.username ? `${decodeURIComponent(url.username)}@` : ''}${url.host}${decodeURIComponent(url.pathname)}`;
}
