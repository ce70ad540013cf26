import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import { AuthRequests } from '@app/contracts';
import { RpcClient } from '@app/service-kit';

class MailboxQueryDto extends createZodDto(z.object({ to: z.string().max(254).optional() })) {}

// Registered only outside production (auth.module.ts): there the route does not exist at all.
@ApiTags('auth')
@Controller('dev')
export class DevMailboxController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('mailbox')
  @ApiOperation({ summary: 'Development only: emails the system would have sent' })
  mailbox(@Query() query: MailboxQueryDto) {
    return this.rpc.call(AuthRequests.devMailbox, { to: query.to?.toLowerCase() });
  }
}
