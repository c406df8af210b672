ALTER TABLE "caixa_entrada_anexos" ADD COLUMN "id_titulo" integer;--> statement-breakpoint
ALTER TABLE "caixa_entrada_anexos" ADD CONSTRAINT "caixa_entrada_anexos_id_escritorio_id_titulo_titulos_id_escritorio_id_fk" FOREIGN KEY ("id_escritorio","id_titulo") REFERENCES "public"."titulos"("id_escritorio","id") ON DELETE SET NULL ("id_titulo") ON UPDATE no action;
-- hand-written: the foreign key above was edited to SET NULL ("id_titulo") only — id_escritorio is NOT NULL, so a
-- deleted bill must clear the link, not the office.
