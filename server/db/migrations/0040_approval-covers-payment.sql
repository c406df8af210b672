CREATE TABLE "titulos_alertas" (
	"id_escritorio" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "titulos_alertas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_titulo" integer NOT NULL,
	"tipo" text NOT NULL,
	"mensagem" text NOT NULL,
	"id_usuario" integer,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	"resolvido_em" timestamp with time zone,
	"resolvido_por" integer,
	CONSTRAINT "titulos_alertas_id_escritorio_id_pk" PRIMARY KEY("id_escritorio","id")
);
--> statement-breakpoint
CREATE TABLE "titulos_aprovacoes" (
	"id_escritorio" integer NOT NULL,
	"id_titulo" integer NOT NULL,
	"id_usuario" integer NOT NULL,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "titulos_aprovacoes_id_escritorio_id_titulo_id_usuario_pk" PRIMARY KEY("id_escritorio","id_titulo","id_usuario")
);
--> statement-breakpoint
ALTER TABLE "bpo_configuracao" ADD COLUMN "dupla_aprovacao_acima_de_centavos" bigint;--> statement-breakpoint
ALTER TABLE "titulos" ADD COLUMN "aprovacao_reaberta_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "titulos" ADD COLUMN "aprovacao_reaberta_motivo" text;--> statement-breakpoint
ALTER TABLE "titulos" ADD COLUMN "dados_pagamento_por" integer;--> statement-breakpoint
ALTER TABLE "titulos_recorrencias" ADD COLUMN "dados_pagamento_por" integer;--> statement-breakpoint
ALTER TABLE "titulos_alertas" ADD CONSTRAINT "titulos_alertas_id_escritorio_escritorios_id_escritorio_fk" FOREIGN KEY ("id_escritorio") REFERENCES "public"."escritorios"("id_escritorio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "titulos_alertas" ADD CONSTRAINT "titulos_alertas_id_usuario_usuarios_id_interno_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_interno") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "titulos_alertas" ADD CONSTRAINT "titulos_alertas_resolvido_por_usuarios_id_interno_fk" FOREIGN KEY ("resolvido_por") REFERENCES "public"."usuarios"("id_interno") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "titulos_alertas" ADD CONSTRAINT "titulos_alertas_id_escritorio_id_titulo_titulos_id_escritorio_id_fk" FOREIGN KEY ("id_escritorio","id_titulo") REFERENCES "public"."titulos"("id_escritorio","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "titulos_aprovacoes" ADD CONSTRAINT "titulos_aprovacoes_id_escritorio_escritorios_id_escritorio_fk" FOREIGN KEY ("id_escritorio") REFERENCES "public"."escritorios"("id_escritorio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "titulos_aprovacoes" ADD CONSTRAINT "titulos_aprovacoes_id_usuario_usuarios_id_interno_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_interno") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "titulos_aprovacoes" ADD CONSTRAINT "titulos_aprovacoes_id_escritorio_id_titulo_titulos_id_escritorio_id_fk" FOREIGN KEY ("id_escritorio","id_titulo") REFERENCES "public"."titulos"("id_escritorio","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "titulos_alertas_abertos_idx" ON "titulos_alertas" USING btree ("id_escritorio","id_titulo") WHERE resolvido_em is null;--> statement-breakpoint
ALTER TABLE "titulos" ADD CONSTRAINT "titulos_dados_pagamento_por_usuarios_id_interno_fk" FOREIGN KEY ("dados_pagamento_por") REFERENCES "public"."usuarios"("id_interno") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "titulos_recorrencias" ADD CONSTRAINT "titulos_recorrencias_dados_pagamento_por_usuarios_id_interno_fk" FOREIGN KEY ("dados_pagamento_por") REFERENCES "public"."usuarios"("id_interno") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "titulos_parcelamento_idx" ON "titulos" USING btree ("id_escritorio","id_parcelamento") WHERE id_parcelamento is not null;