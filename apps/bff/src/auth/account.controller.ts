import { Body, Controller, Delete, Get, HttpCode, Post, Put, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AuthRequests } from '@app/contracts';
import { RpcClient } from '@app/service-kit';
import { verifyEmailUrl } from '../config/public-url';
import { AuthGuard, CurrentActor, type TActor } from './auth.guard';
import { AccountDeleteDto, BusinessUpdateDto, PasswordChangeDto, PreferencesUpdateDto, ProfileUpdateDto, TwoFactorCodeDto } from './auth.dto';
import { clearSessionCookie } from './session-cookie';

const actorRef = (actor: TActor) => ({ userId: actor.userId, sessionId: actor.sessionId });

// Settings (docs/product.md §2): every call acts on the signed-in user only; the actor comes from the token.
@ApiTags('account')
@ApiBearerAuth()
@UseGuards(AuthGuard)
@Controller('auth')
export class AccountController {
  constructor(private readonly rpc: RpcClient) {}

  @Put('update-profile')
  @ApiOperation({
    summary:
      'Profile: first and last name, email, phone. A new email needs currentPassword (or twoFactorCode without a password) and changes when the link mailed to it is used (pendingEmail)',
  })
  updateProfile(@CurrentActor() actor: TActor, @Body() body: ProfileUpdateDto) {
    return this.rpc.call(AuthRequests.profileUpdate, { actor: actorRef(actor), profile: body, verifyUrl: verifyEmailUrl() });
  }

  @Post('resend-verification')
  @HttpCode(200)
  @ApiOperation({ summary: 'Email a new link that verifies the account’s email address' })
  async resendVerification(@CurrentActor() actor: TActor) {
    await this.rpc.call(AuthRequests.emailVerificationResend, { actor: actorRef(actor), verifyUrl: verifyEmailUrl() });
    return { success: true };
  }

  @Get('business')
  @ApiOperation({ summary: 'The business profile' })
  business(@CurrentActor() actor: TActor) {
    return this.rpc.call(AuthRequests.businessGet, { actor: actorRef(actor) });
  }

  @Put('update-business')
  @ApiOperation({ summary: 'Business: name, type, address, website, timezone (publishes auth.business.updated)' })
  updateBusiness(@CurrentActor() actor: TActor, @Body() body: BusinessUpdateDto) {
    return this.rpc.call(AuthRequests.businessUpdate, { actor: actorRef(actor), business: body });
  }

  @Get('notification-preferences')
  @ApiOperation({ summary: 'The six notification preferences' })
  preferences(@CurrentActor() actor: TActor) {
    return this.rpc.call(AuthRequests.preferencesGet, { actor: actorRef(actor) });
  }

  @Put('notification-preferences')
  @ApiOperation({ summary: 'Change some notification preferences' })
  updatePreferences(@CurrentActor() actor: TActor, @Body() body: PreferencesUpdateDto) {
    return this.rpc.call(AuthRequests.preferencesUpdate, { actor: actorRef(actor), preferences: body });
  }

  @Post('change-password')
  @HttpCode(200)
  @ApiOperation({ summary: 'Change the password (checks the current one; signs out other devices)' })
  async changePassword(@CurrentActor() actor: TActor, @Body() body: PasswordChangeDto) {
    await this.rpc.call(AuthRequests.passwordChange, { actor: actorRef(actor), change: body });
    return { success: true };
  }

  @Get('sessions')
  @ApiOperation({ summary: 'Active sessions: device, location, last active, current' })
  sessions(@CurrentActor() actor: TActor) {
    return this.rpc.call(AuthRequests.sessionsList, { actor: actorRef(actor) });
  }

  @Post('sessions/revoke-others')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign out of all other devices' })
  revokeOthers(@CurrentActor() actor: TActor) {
    return this.rpc.call(AuthRequests.sessionsRevokeOthers, { actor: actorRef(actor) });
  }

  @Post('2fa/setup')
  @HttpCode(200)
  @ApiOperation({ summary: 'Start two-factor setup: secret, otpauth URL and QR code' })
  twoFactorSetup(@CurrentActor() actor: TActor) {
    return this.rpc.call(AuthRequests.twoFactorSetup, { actor: actorRef(actor) });
  }

  @Post('2fa/enable')
  @HttpCode(200)
  @ApiOperation({ summary: 'Confirm two-factor setup with a code and the current password; answers the recovery codes once' })
  twoFactorEnable(@CurrentActor() actor: TActor, @Body() body: TwoFactorCodeDto) {
    return this.rpc.call(AuthRequests.twoFactorEnable, { actor: actorRef(actor), code: body.code, currentPassword: body.currentPassword });
  }

  @Post('2fa/disable')
  @HttpCode(200)
  @ApiOperation({ summary: 'Turn two-factor authentication off (needs a code or a recovery code, and the current password)' })
  async twoFactorDisable(@CurrentActor() actor: TActor, @Body() body: TwoFactorCodeDto) {
    await this.rpc.call(AuthRequests.twoFactorDisable, { actor: actorRef(actor), code: body.code, currentPassword: body.currentPassword });
    return { success: true };
  }

  @Get('export')
  @ApiOperation({ summary: 'Data export (docs/product.md §3): profile, business, notification preferences' })
  exportData(@CurrentActor() actor: TActor) {
    return this.rpc.call(AuthRequests.dataExport, { actor: actorRef(actor) });
  }

  @Delete('account')
  @ApiOperation({
    summary: 'Delete the account (needs currentPassword, or twoFactorCode without a password): signs out at once; every service erases its data',
  })
  async deleteAccount(@CurrentActor() actor: TActor, @Body() body: AccountDeleteDto, @Res({ passthrough: true }) response: Response) {
    const reply = await this.rpc.call(AuthRequests.accountDelete, {
      actor: actorRef(actor),
      confirmation: body.confirmation,
      currentPassword: body.currentPassword,
      twoFactorCode: body.twoFactorCode,
    });
    clearSessionCookie(response);
    return { success: true, deletedAt: reply.deletedAt };
  }
}
