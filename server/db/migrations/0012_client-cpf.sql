ALTER TABLE "clientes" ADD COLUMN "cpf" text;--> statement-breakpoint
ALTER TABLE "clientes" ADD COLUMN "telefone" text;--> statement-breakpoint
CREATE UNIQUE INDEX "clientes_cpf_uq" ON "clientes" USING btree ("id_escritorio","cpf");