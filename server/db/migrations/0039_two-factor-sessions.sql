CREATE TABLE "codigos_recuperacao" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "codigos_recuperacao_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"id_usuario" integer NOT NULL,
	"codigo_hash" text NOT NULL,
	"usado_em" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "desafios_login" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"id_usuario" integer NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"usado_em" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "segundo_fator" (
	"id_usuario" integer PRIMARY KEY NOT NULL,
	"segredo" text NOT NULL,
	"confirmado_em" timestamp with time zone,
	"ultimo_passo" bigint,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "escritorios" ADD COLUMN "exigir_segundo_fator_gestores" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sessoes" ADD COLUMN "id" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "sessoes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "sessoes" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "sessoes" ADD COLUMN "endereco" text;--> statement-breakpoint
ALTER TABLE "sessoes" ADD COLUMN "ultimo_uso" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "sessoes" ADD COLUMN "escopo" text;--> statement-breakpoint
ALTER TABLE "codigos_recuperacao" ADD CONSTRAINT "codigos_recuperacao_id_usuario_usuarios_id_interno_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_interno") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desafios_login" ADD CONSTRAINT "desafios_login_id_usuario_usuarios_id_interno_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_interno") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segundo_fator" ADD CONSTRAINT "segundo_fator_id_usuario_usuarios_id_interno_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_interno") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "codigos_recuperacao_usuario_idx" ON "codigos_recuperacao" USING btree ("id_usuario");--> statement-breakpoint
CREATE UNIQUE INDEX "sessoes_id_uq" ON "sessoes" USING btree ("id");