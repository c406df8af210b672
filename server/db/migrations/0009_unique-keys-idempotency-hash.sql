ALTER TABLE "idempotencia" ADD COLUMN "hash_requisicao" text;--> statement-breakpoint
CREATE UNIQUE INDEX "escritorios_cnpj_uq" ON "escritorios" USING btree ("cnpj");--> statement-breakpoint
CREATE UNIQUE INDEX "profissionais_email_uq" ON "profissionais" USING btree ("id_escritorio",lower("email"));