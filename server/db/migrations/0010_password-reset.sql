CREATE TABLE "emails_saida" (
	"id" serial PRIMARY KEY NOT NULL,
	"destinatario" text NOT NULL,
	"assunto" text NOT NULL,
	"corpo" text NOT NULL,
	"enviado_em" timestamp with time zone,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redefinicoes_senha" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"id_usuario" integer NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"usado_em" timestamp with time zone,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "redefinicoes_senha" ADD CONSTRAINT "redefinicoes_senha_id_usuario_usuarios_id_interno_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_interno") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "emails_saida_pendentes_idx" ON "emails_saida" USING btree ("enviado_em");--> statement-breakpoint
CREATE INDEX "redefinicoes_senha_usuario_idx" ON "redefinicoes_senha" USING btree ("id_usuario");