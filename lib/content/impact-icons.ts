// The icons the home page's impact cards may name (content/sections/home.json); components/home/impact-cards.tsx draws
// each one. Plain constants: the content editor's browser bundle imports them too.
export const impactIconNames = ['clock', 'leaf', 'workflow', 'siren', 'timer', 'zap'] as const;
