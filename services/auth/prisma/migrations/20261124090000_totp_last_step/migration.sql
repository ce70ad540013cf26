-- The time step (30 s periods since 1970, an INTEGER until the year 4000) of the last authenticator code accepted for the account: a code (of this step or
-- an earlier one) is refused once it has been used.
ALTER TABLE "users" ADD COLUMN "totp_last_step" INTEGER;
