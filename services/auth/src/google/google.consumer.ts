import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  REQUEST_TOPICS,
  ZGoogleSignInRequest,
  type TGoogleSignInReply,
  type TGoogleSignInRequest,
} from '@app/contracts';
import { ZodPayloadPipe } from '@app/service-kit';
import { GoogleService } from './google.service';

@Controller()
export class GoogleConsumer {
  constructor(private readonly google: GoogleService) {}

  @MessagePattern(REQUEST_TOPICS.auth.googleSignIn)
  signIn(
    @Payload(new ZodPayloadPipe(ZGoogleSignInRequest)) input: TGoogleSignInRequest,
  ): Promise<TGoogleSignInReply> {
    return this.google.signIn(input);
  }
}
