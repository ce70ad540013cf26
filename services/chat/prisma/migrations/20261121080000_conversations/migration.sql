-- CreateTable
CREATE TABLE "chat_conversations" (
    "id" UUID NOT NULL,
    "client_id" TEXT NOT NULL,
    "user_id" UUID,
    "last_page" TEXT NOT NULL DEFAULT '/',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "chat_conversations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "chat_messages" (
    "id" UUID NOT NULL,
    "conversation_id" UUID NOT NULL,
    "role" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "intent" TEXT,
    "confidence" DOUBLE PRECISION,
    "escalated" BOOLEAN NOT NULL DEFAULT false,
    "source" TEXT,
    "page" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "chat_messages_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "chat_messages_role_check" CHECK ("role" IN ('user', 'bot', 'system')),
    CONSTRAINT "chat_messages_source_check" CHECK ("source" IS NULL OR "source" IN ('local', 'openai')),
    CONSTRAINT "chat_messages_confidence_check" CHECK ("confidence" IS NULL OR ("confidence" >= 0 AND "confidence" <= 1))
);

-- CreateTable
CREATE TABLE "chat_feedback" (
    "id" UUID NOT NULL,
    "message_id" UUID NOT NULL,
    "rating" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "chat_feedback_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "chat_feedback_rating_check" CHECK ("rating" IN ('positive', 'negative'))
);

-- CreateTable
CREATE TABLE "chat_escalations" (
    "id" UUID NOT NULL,
    "conversation_id" UUID NOT NULL,
    "ticket_id" UUID NOT NULL,
    "reason" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "chat_escalations_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "chat_escalations_reason_check" CHECK ("reason" IN ('asked', 'anger', 'repeated_failure', 'contact_button'))
);

-- CreateIndex
CREATE UNIQUE INDEX "chat_conversations_client_id_key" ON "chat_conversations"("client_id");

-- CreateIndex
CREATE INDEX "chat_conversations_user_id_idx" ON "chat_conversations"("user_id");

-- CreateIndex
CREATE INDEX "chat_messages_conversation_id_created_at_idx" ON "chat_messages"("conversation_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "chat_feedback_message_id_key" ON "chat_feedback"("message_id");

-- CreateIndex
CREATE UNIQUE INDEX "chat_escalations_conversation_id_key" ON "chat_escalations"("conversation_id");

-- CreateIndex
CREATE UNIQUE INDEX "chat_escalations_ticket_id_key" ON "chat_escalations"("ticket_id");

-- AddForeignKey
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_fkey" FOREIGN KEY ("conversation_id") REFERENCES "chat_conversations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "chat_feedback" ADD CONSTRAINT "chat_feedback_message_id_fkey" FOREIGN KEY ("message_id") REFERENCES "chat_messages"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "chat_escalations" ADD CONSTRAINT "chat_escalations_conversation_id_fkey" FOREIGN KEY ("conversation_id") REFERENCES "chat_conversations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "chat_escalations" ADD CONSTRAINT "chat_escalations_ticket_id_fkey" FOREIGN KEY ("ticket_id") REFERENCES "support_tickets"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
