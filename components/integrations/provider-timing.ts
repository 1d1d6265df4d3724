/**
 * How long a provider (the chat, the reviews, the booking calendar) may take to load before its
 * panel says so and offers the other ways: one wait for all three. Shared by the inline script
 * that starts the booking frame (frame-slot.ts) and the widget panels (WidgetPanel.tsx).
 */
export const providerSlowAfterMs = 8000
