import { Controller } from '@nestjs/common';
import { AuthRequests, type TGoogleSignInReply, type TRequestOf } from '@app/contracts';
import { Handles } from '@app/service-kit';
import { GoogleService } from './google.service';

@Controller()
export class GoogleConsumer {
  constructor(private readonly google: GoogleService) {}

  @Handles(AuthRequests.googleSignIn)
  signIn(input: TRequestOf<typeof AuthRequests.googleSignIn>): Promise<TGoogleSignInReply> {
    return this.google.signIn(input);
  }
}
