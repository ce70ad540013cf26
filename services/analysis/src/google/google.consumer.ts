import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  REQUEST_TOPICS,
  ZBusinessScope,
  ZGoogleConnectRequest,
  ZGoogleLocationPickRequest,
  type TBusinessScope,
  type TGoogleConnection,
  type TGoogleLocations,
} from '@app/contracts';
import { ZodPayloadPipe } from '@app/service-kit';
import type { z } from 'zod';
import { GoogleConnectionService } from './google-connection.service';

@Controller()
export class GoogleConsumer {
  constructor(private readonly connection: GoogleConnectionService) {}

  @MessagePattern(REQUEST_TOPICS.analysis.googleConnectionGet)
  get(@Payload(new ZodPayloadPipe(ZBusinessScope)) scope: TBusinessScope): Promise<TGoogleConnection> {
    return this.connection.get(scope);
  }

  @MessagePattern(REQUEST_TOPICS.analysis.googleConnect)
  connect(@Payload(new ZodPayloadPipe(ZGoogleConnectRequest)) input: z.infer<typeof ZGoogleConnectRequest>): Promise<TGoogleConnection> {
    return this.connection.connect(input);
  }

  @MessagePattern(REQUEST_TOPICS.analysis.googleLocationsList)
  locations(@Payload(new ZodPayloadPipe(ZBusinessScope)) scope: TBusinessScope): Promise<TGoogleLocations> {
    return this.connection.locations(scope);
  }

  @MessagePattern(REQUEST_TOPICS.analysis.googleLocationPick)
  pick(@Payload(new ZodPayloadPipe(ZGoogleLocationPickRequest)) input: z.infer<typeof ZGoogleLocationPickRequest>): Promise<TGoogleConnection> {
    return this.connection.pick(input, input.name);
  }

  @MessagePattern(REQUEST_TOPICS.analysis.googleDisconnect)
  disconnect(@Payload(new ZodPayloadPipe(ZBusinessScope)) scope: TBusinessScope): Promise<TGoogleConnection> {
    return this.connection.disconnect(scope);
  }
}
