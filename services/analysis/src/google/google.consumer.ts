import { Controller } from '@nestjs/common';
import { GoogleRequests, type TGoogleConnection, type TGoogleLocations, type TRequestOf } from '@app/contracts';
import { Handles } from '@app/service-kit';
import { GoogleConnectionService } from './google-connection.service';

@Controller()
export class GoogleConsumer {
  constructor(private readonly connection: GoogleConnectionService) {}

  @Handles(GoogleRequests.connectionGet)
  get(scope: TRequestOf<typeof GoogleRequests.connectionGet>): Promise<TGoogleConnection> {
    return this.connection.get(scope);
  }

  @Handles(GoogleRequests.connect)
  connect(input: TRequestOf<typeof GoogleRequests.connect>): Promise<TGoogleConnection> {
    return this.connection.connect(input);
  }

  @Handles(GoogleRequests.locationsList)
  locations(scope: TRequestOf<typeof GoogleRequests.locationsList>): Promise<TGoogleLocations> {
    return this.connection.locations(scope);
  }

  @Handles(GoogleRequests.locationPick)
  pick(input: TRequestOf<typeof GoogleRequests.locationPick>): Promise<TGoogleConnection> {
    return this.connection.pick(input, input.name);
  }

  @Handles(GoogleRequests.disconnect)
  disconnect(scope: TRequestOf<typeof GoogleRequests.disconnect>): Promise<TGoogleConnection> {
    return this.connection.disconnect(scope);
  }
}
