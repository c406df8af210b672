CREATE TABLE "anotacoes" (
	"id_escritorio" integer NOT NULL,
	"id" uuid NOT NULL,
	"texto" text NOT NULL,
	"id_autor" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	"data_atualizacao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "anotacoes_id_escritorio_id_pk" PRIMARY KEY("id_escritorio","id")
);
--> statement-breakpoint
CREATE TABLE "configuracoes" (
	"chave" text PRIMARY KEY NOT NULL,
	"valor" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inscricoes_push" (
	"endpoint" text PRIMARY KEY NOT NULL,
	"id_usuario" integer NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "anotacoes" ADD CONSTRAINT "anotacoes_id_escritorio_escritorios_id_escritorio_fk" FOREIGN KEY ("id_escritorio") REFERENCES "public"."escritorios"("id_escritorio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anotacoes" ADD CONSTRAINT "anotacoes_id_autor_usuarios_id_interno_fk" FOREIGN KEY ("id_autor") REFERENCES "public"."usuarios"("id_interno") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inscricoes_push" ADD CONSTRAINT "inscricoes_push_id_usuario_usuarios_id_interno_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_interno") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "anotacoes_data_idx" ON "anotacoes" USING btree ("id_escritorio","data_criacao");--> statement-breakpoint
CREATE INDEX "inscricoes_push_usuario_idx" ON "inscricoes_push" USING btree ("id_usuario");