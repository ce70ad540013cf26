import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import {
  ZBusinessUpdate,
  ZEmailVerify,
  ZLogin,
  ZNotificationPreferences,
  ZPasswordChange,
  ZPasswordForgot,
  ZPasswordReset,
  ZProfileUpdate,
  ZReauth,
  ZSignup,
} from '@app/contracts';

// HTTP bodies of the account routes: the contracts' schemas, so the BFF and the auth service
// validate the same rules and the OpenAPI document shows them.
export class SignupDto extends createZodDto(ZSignup) {}
export class LoginDto extends createZodDto(ZLogin) {}
export class ProfileUpdateDto extends createZodDto(ZProfileUpdate) {}
export class BusinessUpdateDto extends createZodDto(ZBusinessUpdate) {}
export class PreferencesUpdateDto extends createZodDto(ZNotificationPreferences.partial().strict()) {}
export class PasswordChangeDto extends createZodDto(ZPasswordChange) {}
export class PasswordForgotDto extends createZodDto(ZPasswordForgot) {}
export class PasswordResetDto extends createZodDto(ZPasswordReset) {}
// currentPassword: required by the auth service for an account that has a password.
export class TwoFactorCodeDto extends createZodDto(
  z.object({ code: z.string().trim().min(6, 'Enter the 6-digit code').max(32), currentPassword: ZReauth.shape.currentPassword }),
) {}
export class AccountDeleteDto extends createZodDto(
  z.object({ confirmation: z.literal('DELETE', { error: 'Type DELETE in capitals to confirm' }), ...ZReauth.shape }),
) {}
export class EmailVerifyDto extends createZodDto(ZEmailVerify) {}
export class GoogleStartQueryDto extends createZodDto(
  z.object({
    action: z.enum(['login', 'signup']).default('login'),
    returnTo: z
      .string()
      .max(512)
      .regex(/^\/(?![/\\])/, 'returnTo must be a path on this site, such as /dashboard')
      .default('/dashboard'),
    rememberMe: z.enum(['true', 'false']).default('false'),
  }),
) {}
export class GoogleVerifyDto extends createZodDto(
  z.object({ pendingId: z.string().min(16).max(64), code: z.string().trim().min(6, 'Enter the 6-digit code').max(32) }),
) {}
