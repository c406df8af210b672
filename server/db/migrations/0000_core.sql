CREATE TABLE "auditoria" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_escritorio" integer,
	"id_usuario" integer,
	"acao" text NOT NULL,
	"entidade" text NOT NULL,
	"id_entidade" text,
	"antes" jsonb,
	"depois" jsonb,
	"data_registro" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clientes" (
	"id_escritorio" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "clientes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nome_cliente" text NOT NULL,
	"email" text,
	"id_profissional" integer,
	"id_cadastro_cliente" integer,
	"patrimonio_centavos" bigint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	"data_atualizacao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clientes_id_escritorio_id_pk" PRIMARY KEY("id_escritorio","id")
);
--> statement-breakpoint
CREATE TABLE "escritorios" (
	"id_escritorio" serial PRIMARY KEY NOT NULL,
	"nome_escritorio" text NOT NULL,
	"cnpj" text,
	"cidade" text,
	"logo_name" text,
	"whitelabel" boolean DEFAULT false NOT NULL,
	"cores" jsonb,
	"version" integer DEFAULT 1 NOT NULL,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	"data_atualizacao" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "filtros_escritorio" (
	"id_usuario" integer PRIMARY KEY NOT NULL,
	"id_escritorio" integer,
	"data_atualizacao" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotencia" (
	"id_usuario" integer NOT NULL,
	"chave" text NOT NULL,
	"id_escritorio" integer,
	"metodo" text NOT NULL,
	"rota" text NOT NULL,
	"status" integer NOT NULL,
	"resposta" jsonb NOT NULL,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotencia_id_usuario_chave_pk" PRIMARY KEY("id_usuario","chave")
);
--> statement-breakpoint
CREATE TABLE "notificacoes" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_usuario" integer NOT NULL,
	"tipo" text DEFAULT 'default' NOT NULL,
	"titulo" text NOT NULL,
	"corpo" text NOT NULL,
	"rota" text,
	"lida" boolean DEFAULT false NOT NULL,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profissionais" (
	"id_escritorio" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "profissionais_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nome" text NOT NULL,
	"email" text,
	"cargo" text NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	"data_atualizacao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profissionais_id_escritorio_id_pk" PRIMARY KEY("id_escritorio","id")
);
--> statement-breakpoint
CREATE TABLE "sessoes" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"id_usuario" integer NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"revogada_em" timestamp with time zone,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sugestoes" (
	"id" text PRIMARY KEY NOT NULL,
	"id_usuario" integer NOT NULL,
	"id_escritorio" integer,
	"subject" text NOT NULL,
	"report" text DEFAULT '' NOT NULL,
	"interno" boolean DEFAULT false NOT NULL,
	"simulacao" boolean DEFAULT false NOT NULL,
	"origem" text,
	"version" integer DEFAULT 1 NOT NULL,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usuarios" (
	"id_interno" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"nome" text NOT NULL,
	"senha_hash" text NOT NULL,
	"tipo_usuario" text NOT NULL,
	"id_escritorio" integer,
	"id_profissional" integer,
	"id_cliente" integer,
	"parametrizar" boolean DEFAULT false NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	"data_atualizacao" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clientes" ADD CONSTRAINT "clientes_id_escritorio_escritorios_id_escritorio_fk" FOREIGN KEY ("id_escritorio") REFERENCES "public"."escritorios"("id_escritorio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filtros_escritorio" ADD CONSTRAINT "filtros_escritorio_id_usuario_usuarios_id_interno_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_interno") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filtros_escritorio" ADD CONSTRAINT "filtros_escritorio_id_escritorio_escritorios_id_escritorio_fk" FOREIGN KEY ("id_escritorio") REFERENCES "public"."escritorios"("id_escritorio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotencia" ADD CONSTRAINT "idempotencia_id_usuario_usuarios_id_interno_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_interno") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacoes" ADD CONSTRAINT "notificacoes_id_usuario_usuarios_id_interno_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_interno") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profissionais" ADD CONSTRAINT "profissionais_id_escritorio_escritorios_id_escritorio_fk" FOREIGN KEY ("id_escritorio") REFERENCES "public"."escritorios"("id_escritorio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessoes" ADD CONSTRAINT "sessoes_id_usuario_usuarios_id_interno_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_interno") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sugestoes" ADD CONSTRAINT "sugestoes_id_usuario_usuarios_id_interno_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_interno") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_id_escritorio_escritorios_id_escritorio_fk" FOREIGN KEY ("id_escritorio") REFERENCES "public"."escritorios"("id_escritorio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auditoria_escritorio_idx" ON "auditoria" USING btree ("id_escritorio","data_registro");--> statement-breakpoint
CREATE INDEX "clientes_prof_idx" ON "clientes" USING btree ("id_escritorio","id_profissional");--> statement-breakpoint
CREATE INDEX "idempotencia_data_idx" ON "idempotencia" USING btree ("data_criacao");--> statement-breakpoint
CREATE INDEX "notificacoes_usuario_idx" ON "notificacoes" USING btree ("id_usuario","lida");--> statement-breakpoint
CREATE INDEX "sessoes_usuario_idx" ON "sessoes" USING btree ("id_usuario");--> statement-breakpoint
CREATE UNIQUE INDEX "usuarios_email_uq" ON "usuarios" USING btree (lower("email"));