CREATE TABLE "comissoes_titulos" (
	"id_escritorio" integer NOT NULL,
	"id_titulo" integer NOT NULL,
	"mes" date NOT NULL,
	"id_profissional" integer NOT NULL,
	CONSTRAINT "comissoes_titulos_id_escritorio_id_titulo_pk" PRIMARY KEY("id_escritorio","id_titulo")
);
--> statement-breakpoint
ALTER TABLE "comissoes_titulos" ADD CONSTRAINT "comissoes_titulos_id_escritorio_escritorios_id_escritorio_fk" FOREIGN KEY ("id_escritorio") REFERENCES "public"."escritorios"("id_escritorio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comissoes_titulos" ADD CONSTRAINT "comissoes_titulos_id_escritorio_id_titulo_titulos_id_escritorio_id_fk" FOREIGN KEY ("id_escritorio","id_titulo") REFERENCES "public"."titulos"("id_escritorio","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comissoes_titulos" ADD CONSTRAINT "comissoes_titulos_id_escritorio_mes_comissoes_meses_id_escritorio_mes_fk" FOREIGN KEY ("id_escritorio","mes") REFERENCES "public"."comissoes_meses"("id_escritorio","mes") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comissoes_titulos_mes_idx" ON "comissoes_titulos" USING btree ("id_escritorio","mes");