/** Mermaid writes 16 px text: a wide diagram shrinks to this share of its size at most (8 px text), then scrolls. */
export const MIN_SCALE = 0.5;
