ALTER TABLE "envios_dre" ALTER COLUMN "status" SET DEFAULT 'na_fila';--> statement-breakpoint
ALTER TABLE "envios_dre" ADD COLUMN "mensagem" text;--> statement-breakpoint
ALTER TABLE "envios_dre" ADD COLUMN "tentativas" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "envios_dre" ADD COLUMN "id_tarefa" uuid;--> statement-breakpoint
ALTER TABLE "envios_dre" ADD COLUMN "enviado_em" timestamp with time zone;--> statement-breakpoint
UPDATE "envios_dre" SET "status" = 'erro', "mensagem" = 'Pedido registrado quando este servidor ainda não enviava e-mails: envie de novo.' WHERE "status" NOT IN ('na_fila', 'enviando', 'enviado', 'erro');
