import { z } from 'zod';

/**
 * `GET /api/about`: what this installation is set up with, for the privacy policy's "who processes your
 * data" and its contact address. Each processor is either the server itself or the outside service the
 * operator configured (docs/architecture.md §7).
 */
export const AboutResponse = z.object({
  /** SUPPORT_EMAIL: where feedback goes and whom to write about your data. */
  supportEmail: z.string(),
  processors: z.object({
    /** 'server': mail stays in the server's outbox; 'smtp': it is handed to an email delivery provider. */
    email: z.enum(['server', 'smtp']),
    /** 'server': images on the server's disk; 's3': an S3-compatible storage provider. */
    media: z.enum(['server', 's3']),
    /** 'demo': no real money moves; 'stripe': top-ups are paid through Stripe Checkout. */
    payments: z.enum(['demo', 'stripe']),
    /** Whether 'Continue with Google' is offered, which shares the sign-in with Google. */
    googleSignIn: z.boolean(),
  }),
});
export type AboutResponse = z.infer<typeof AboutResponse>;
