-- hand-written: an inbox attachment's link to its invoice is a two-column key (office, invoice); a deleted invoice
-- must clear only "id_nota" — id_escritorio is NOT NULL, and a plain SET NULL would try to blank it.
ALTER TABLE "caixa_entrada_anexos" DROP CONSTRAINT "caixa_entrada_anexos_id_escritorio_id_nota_notas_fiscais_id_escritorio_id_fk";--> statement-breakpoint
ALTER TABLE "caixa_entrada_anexos" ADD CONSTRAINT "caixa_entrada_anexos_id_escritorio_id_nota_notas_fiscais_id_escritorio_id_fk" FOREIGN KEY ("id_escritorio","id_nota") REFERENCES "public"."notas_fiscais"("id_escritorio","id") ON DELETE SET NULL ("id_nota") ON UPDATE no action;
