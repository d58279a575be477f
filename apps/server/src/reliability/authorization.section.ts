import type { Section } from './section.ts';
export const authorizationSection: Section = { name: 'authorization', run: async () => [] };
