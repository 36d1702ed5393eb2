/** The product mark: a paper plane over a pink disc (decorative; the brand name is next to it). */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="16" fill="#c2298a" />
      <path d="M7 16.5 24 9l-4.5 15-4.2-5.3L22 11.5l-8.3 6z" fill="#fff" />
    </svg>
  );
}
