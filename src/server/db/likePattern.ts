/**
 * A "contains" pattern for LIKE / ILIKE: the user's %, _ and \ are escaped (backslash is
 * PostgreSQL's default LIKE escape) so they are matched literally, not as wildcards.
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
