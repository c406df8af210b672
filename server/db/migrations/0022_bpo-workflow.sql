CREATE TABLE "bpo_configuracao" (
	"id_escritorio" integer PRIMARY KEY NOT NULL,
	"pagamentos_exigem_aprovacao" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "titulos" ADD COLUMN "etiquetas" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "titulos" ADD COLUMN "aprovacao" text;--> statement-breakpoint
ALTER TABLE "titulos" ADD COLUMN "aprovacao_por" integer;--> statement-breakpoint
ALTER TABLE "titulos" ADD COLUMN "aprovacao_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "titulos" ADD COLUMN "aprovacao_motivo" text;--> statement-breakpoint
ALTER TABLE "bpo_configuracao" ADD CONSTRAINT "bpo_configuracao_id_escritorio_escritorios_id_escritorio_fk" FOREIGN KEY ("id_escritorio") REFERENCES "public"."escritorios"("id_escritorio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "titulos_etiquetas_idx" ON "titulos" USING gin ("etiquetas");