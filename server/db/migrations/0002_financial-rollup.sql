CREATE TABLE "lancamentos_mensais" (
	"id_escritorio" integer NOT NULL,
	"situacao" text NOT NULL,
	"id_versao" integer NOT NULL,
	"origem" text NOT NULL,
	"mes" date NOT NULL,
	"id_categoria" integer NOT NULL,
	"id_pj" integer,
	"id_profissional" integer,
	"id_area_receita" integer,
	"id_filial" integer,
	"id_equipe" integer,
	"valor_centavos" bigint NOT NULL,
	"quantidade" integer NOT NULL,
	CONSTRAINT "lancamentos_mensais_uq" UNIQUE NULLS NOT DISTINCT("id_escritorio","situacao","mes","id_versao","origem","id_categoria","id_pj","id_profissional","id_area_receita","id_filial","id_equipe")
);
--> statement-breakpoint
ALTER TABLE "lancamentos_mensais" ADD CONSTRAINT "lancamentos_mensais_id_escritorio_escritorios_id_escritorio_fk" FOREIGN KEY ("id_escritorio") REFERENCES "public"."escritorios"("id_escritorio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lancamentos_mensais_vazios_idx" ON "lancamentos_mensais" USING btree ("id_escritorio") WHERE quantidade = 0;