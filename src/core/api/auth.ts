// Request and response schemas of the sign-in API.
import { z } from 'zod';

export const PASSWORD_MIN = 8;

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string().nullable(),
  displayName: z.string().nullable(),
  profilePicture: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

const email = z
  .string({ error: 'Email is required.' })
  .trim()
  .min(1, 'Email is required.')
  .max(254, 'Email is too long.')
  .pipe(z.email('Please enter a valid email address.'));

export const registerSchema = z.object({
  email,
  password: z
    .string({ error: 'Password is required.' })
    .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters.`)
    .max(200, 'Password is too long.'),
  username: z
    .string()
    .trim()
    .regex(/^[a-zA-Z0-9_.-]{3,32}$/, 'Username must be 3 to 32 letters, digits, dots, dashes or underscores.')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  displayName: z.string().trim().max(100, 'Display name is too long.').optional(),
});
export type RegisterRequest = z.input<typeof registerSchema>;

export const loginSchema = z.object({
  /** An email address or a username. */
  email: z
    .string({ error: 'Email or username is required.' })
    .trim()
    .min(1, 'Email or username is required.')
    .max(254),
  password: z.string({ error: 'Password is required.' }).min(1, 'Password is required.').max(200),
});
export type LoginRequest = z.input<typeof loginSchema>;

export const authProvidersSchema = z.object({
  local: z.boolean(),
  external: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type AuthProviders = z.infer<typeof authProvidersSchema>;

export const errorSchema = z.object({ message: z.string() }).passthrough();
export type ApiError = z.infer<typeof errorSchema>;

/** Only same-site relative paths: "/x" but not "//x", "/\x" or absolute URLs. */
export function safeReturnUrl(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length > 2000) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // Control characters (tab, newline) are stripped by browsers and could turn "/\t/evil" into "//evil".
  // biome-ignore lint/suspicious/noControlCharactersInRegex: deliberately matching control characters
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  try {
    const u = new URL(value, 'http://x.invalid');
    if (u.origin !== 'http://x.invalid') return fallback;
    return u.pathname + u.search + u.hash;
  } catch {
    return fallback;
  }
}
