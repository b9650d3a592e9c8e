// Pages behind sign-in, loaded on demand so the landing page stays small.
import type { ComponentType } from 'react';

export const protectedPages: { path: string; Page: ComponentType }[] = [];
