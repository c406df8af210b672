CREATE TABLE "alertas_verificacoes" (
	"id_escritorio" integer NOT NULL,
	"codigo" text NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"opcao" integer,
	"comentario" text,
	"comentario_por" integer,
	"comentario_em" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "alertas_verificacoes_id_escritorio_codigo_pk" PRIMARY KEY("id_escritorio","codigo")
);
--> statement-breakpoint
CREATE TABLE "parametrizacao_etapas" (
	"id_escritorio" integer NOT NULL,
	"etapa" text NOT NULL,
	"id_usuario" integer,
	"concluida_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parametrizacao_etapas_id_escritorio_etapa_pk" PRIMARY KEY("id_escritorio","etapa")
);
--> statement-breakpoint
ALTER TABLE "alertas_verificacoes" ADD CONSTRAINT "alertas_verificacoes_id_escritorio_escritorios_id_escritorio_fk" FOREIGN KEY ("id_escritorio") REFERENCES "public"."escritorios"("id_escritorio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alertas_verificacoes" ADD CONSTRAINT "alertas_verificacoes_comentario_por_usuarios_id_interno_fk" FOREIGN KEY ("comentario_por") REFERENCES "public"."usuarios"("id_interno") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parametrizacao_etapas" ADD CONSTRAINT "parametrizacao_etapas_id_escritorio_escritorios_id_escritorio_fk" FOREIGN KEY ("id_escritorio") REFERENCES "public"."escritorios"("id_escritorio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parametrizacao_etapas" ADD CONSTRAINT "parametrizacao_etapas_id_usuario_usuarios_id_interno_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_interno") ON DELETE no action ON UPDATE no action;