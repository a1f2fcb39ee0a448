/** Text made safe to put inside HTML, attribute values included: every markup character becomes an entity. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
