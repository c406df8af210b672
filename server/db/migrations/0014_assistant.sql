CREATE TABLE "assistente_conversas" (
	"id_escritorio" integer NOT NULL,
	"id" uuid NOT NULL,
	"id_usuario" integer NOT NULL,
	"titulo" text NOT NULL,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	"data_atualizacao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assistente_conversas_id_escritorio_id_pk" PRIMARY KEY("id_escritorio","id")
);
--> statement-breakpoint
CREATE TABLE "assistente_mensagens" (
	"id_escritorio" integer NOT NULL,
	"id" uuid NOT NULL,
	"id_conversa" uuid NOT NULL,
	"papel" text NOT NULL,
	"conteudo" text NOT NULL,
	"raciocinio" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fontes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assistente_mensagens_id_escritorio_id_pk" PRIMARY KEY("id_escritorio","id")
);
--> statement-breakpoint
ALTER TABLE "assistente_conversas" ADD CONSTRAINT "assistente_conversas_id_escritorio_escritorios_id_escritorio_fk" FOREIGN KEY ("id_escritorio") REFERENCES "public"."escritorios"("id_escritorio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistente_conversas" ADD CONSTRAINT "assistente_conversas_id_usuario_usuarios_id_interno_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_interno") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistente_mensagens" ADD CONSTRAINT "assistente_mensagens_conversa_fk" FOREIGN KEY ("id_escritorio","id_conversa") REFERENCES "public"."assistente_conversas"("id_escritorio","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assistente_conversas_usuario_idx" ON "assistente_conversas" USING btree ("id_escritorio","id_usuario","data_atualizacao");--> statement-breakpoint
CREATE INDEX "assistente_mensagens_conversa_idx" ON "assistente_mensagens" USING btree ("id_escritorio","id_conversa","data_criacao");