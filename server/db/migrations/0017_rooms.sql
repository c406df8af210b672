CREATE TABLE "salas" (
	"id_escritorio" integer NOT NULL,
	"token_sala" uuid NOT NULL,
	"nome" text NOT NULL,
	"is_peer_chat" boolean DEFAULT false NOT NULL,
	"chave_par" text,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	"data_atualizacao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "salas_id_escritorio_token_sala_pk" PRIMARY KEY("id_escritorio","token_sala")
);
--> statement-breakpoint
CREATE TABLE "salas_membros" (
	"id_escritorio" integer NOT NULL,
	"token_sala" uuid NOT NULL,
	"id_usuario" integer NOT NULL,
	"unread_quantity" integer DEFAULT 0 NOT NULL,
	"lida_em" timestamp with time zone,
	CONSTRAINT "salas_membros_id_escritorio_token_sala_id_usuario_pk" PRIMARY KEY("id_escritorio","token_sala","id_usuario")
);
--> statement-breakpoint
CREATE TABLE "salas_mensagens" (
	"id_escritorio" integer NOT NULL,
	"id" uuid NOT NULL,
	"token_sala" uuid NOT NULL,
	"id_usuario" integer NOT NULL,
	"texto" text NOT NULL,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "salas_mensagens_id_escritorio_id_pk" PRIMARY KEY("id_escritorio","id")
);
--> statement-breakpoint
CREATE TABLE "salas_presenca" (
	"id_escritorio" integer NOT NULL,
	"conexao" uuid NOT NULL,
	"token_sala" uuid NOT NULL,
	"id_usuario" integer NOT NULL,
	"visto_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "salas_presenca_id_escritorio_conexao_pk" PRIMARY KEY("id_escritorio","conexao")
);
--> statement-breakpoint
ALTER TABLE "salas" ADD CONSTRAINT "salas_id_escritorio_escritorios_id_escritorio_fk" FOREIGN KEY ("id_escritorio") REFERENCES "public"."escritorios"("id_escritorio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salas_membros" ADD CONSTRAINT "salas_membros_id_usuario_usuarios_id_interno_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_interno") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salas_membros" ADD CONSTRAINT "salas_membros_sala_fk" FOREIGN KEY ("id_escritorio","token_sala") REFERENCES "public"."salas"("id_escritorio","token_sala") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salas_mensagens" ADD CONSTRAINT "salas_mensagens_id_usuario_usuarios_id_interno_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_interno") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salas_mensagens" ADD CONSTRAINT "salas_mensagens_sala_fk" FOREIGN KEY ("id_escritorio","token_sala") REFERENCES "public"."salas"("id_escritorio","token_sala") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "salas_par_uq" ON "salas" USING btree ("id_escritorio","chave_par") WHERE "salas"."chave_par" is not null;--> statement-breakpoint
CREATE INDEX "salas_membros_usuario_idx" ON "salas_membros" USING btree ("id_escritorio","id_usuario");--> statement-breakpoint
CREATE INDEX "salas_mensagens_sala_idx" ON "salas_mensagens" USING btree ("id_escritorio","token_sala","data_criacao");--> statement-breakpoint
CREATE INDEX "salas_presenca_sala_idx" ON "salas_presenca" USING btree ("id_escritorio","token_sala");