CREATE TABLE "arquivos" (
	"sha256" text PRIMARY KEY NOT NULL,
	"tipo" text NOT NULL,
	"tamanho" integer NOT NULL,
	"nome" text NOT NULL,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comunicados_clientes" (
	"id_escritorio" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "comunicados_clientes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_cliente" integer NOT NULL,
	"nome" text NOT NULL,
	"conteudo" jsonb NOT NULL,
	"id_autor" integer,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comunicados_clientes_id_escritorio_id_pk" PRIMARY KEY("id_escritorio","id")
);
--> statement-breakpoint
CREATE TABLE "dados_parceiro" (
	"id_escritorio" integer PRIMARY KEY NOT NULL,
	"dados" jsonb NOT NULL,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "disclaimers" (
	"id_escritorio" integer NOT NULL,
	"codigo" text NOT NULL,
	"texto" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"data_atualizacao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disclaimers_id_escritorio_codigo_pk" PRIMARY KEY("id_escritorio","codigo")
);
--> statement-breakpoint
CREATE TABLE "envios_dados_equipe" (
	"id_escritorio" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "envios_dados_equipe_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_usuario" integer NOT NULL,
	"destinatarios" text NOT NULL,
	"mensagem" text DEFAULT '' NOT NULL,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "envios_dados_equipe_id_escritorio_id_pk" PRIMARY KEY("id_escritorio","id")
);
--> statement-breakpoint
CREATE TABLE "escritorios_cadastro" (
	"id_escritorio" integer PRIMARY KEY NOT NULL,
	"login" text NOT NULL,
	"cpf" text,
	"telefone" text,
	"nome_responsavel" text,
	"nome_bucket" text,
	"email_escritorio" text NOT NULL,
	"sufixo_email_escritorio" text,
	"subdominio_escritorio" text,
	"version" integer DEFAULT 1 NOT NULL,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	"data_atualizacao" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "escritorios_permissoes" (
	"id_escritorio" integer NOT NULL,
	"funcionalidade" text NOT NULL,
	"possui_acesso" boolean NOT NULL,
	"data_atualizacao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "escritorios_permissoes_id_escritorio_funcionalidade_pk" PRIMARY KEY("id_escritorio","funcionalidade")
);
--> statement-breakpoint
CREATE TABLE "escritorios_tema" (
	"id_escritorio" integer PRIMARY KEY NOT NULL,
	"cores" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"logo" text,
	"favicon" text,
	"fundo_login" text,
	"version" integer DEFAULT 1 NOT NULL,
	"data_atualizacao" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posicoes_clientes" (
	"id_escritorio" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "posicoes_clientes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_cliente" integer NOT NULL,
	"nome_ativo" text NOT NULL,
	"referencia" text,
	"tipo" text NOT NULL,
	"classe" text NOT NULL,
	"valor_centavos" bigint NOT NULL,
	"campos_faltantes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"data_atualizacao_cotizacao" timestamp with time zone,
	"data_atualizacao_crawler" timestamp with time zone,
	CONSTRAINT "posicoes_clientes_id_escritorio_id_pk" PRIMARY KEY("id_escritorio","id")
);
--> statement-breakpoint
CREATE TABLE "relatorios_liberados" (
	"id_escritorio" integer NOT NULL,
	"id_profissional" integer NOT NULL,
	"servico" text NOT NULL,
	"liberado_por" integer,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "relatorios_liberados_id_escritorio_id_profissional_servico_pk" PRIMARY KEY("id_escritorio","id_profissional","servico")
);
--> statement-breakpoint
ALTER TABLE "comunicados_clientes" ADD CONSTRAINT "comunicados_clientes_id_escritorio_escritorios_id_escritorio_fk" FOREIGN KEY ("id_escritorio") REFERENCES "public"."escritorios"("id_escritorio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comunicados_clientes" ADD CONSTRAINT "comunicados_clientes_id_autor_usuarios_id_interno_fk" FOREIGN KEY ("id_autor") REFERENCES "public"."usuarios"("id_interno") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dados_parceiro" ADD CONSTRAINT "dados_parceiro_id_escritorio_escritorios_id_escritorio_fk" FOREIGN KEY ("id_escritorio") REFERENCES "public"."escritorios"("id_escritorio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disclaimers" ADD CONSTRAINT "disclaimers_id_escritorio_escritorios_id_escritorio_fk" FOREIGN KEY ("id_escritorio") REFERENCES "public"."escritorios"("id_escritorio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envios_dados_equipe" ADD CONSTRAINT "envios_dados_equipe_id_escritorio_escritorios_id_escritorio_fk" FOREIGN KEY ("id_escritorio") REFERENCES "public"."escritorios"("id_escritorio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envios_dados_equipe" ADD CONSTRAINT "envios_dados_equipe_id_usuario_usuarios_id_interno_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_interno") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "escritorios_cadastro" ADD CONSTRAINT "escritorios_cadastro_id_escritorio_escritorios_id_escritorio_fk" FOREIGN KEY ("id_escritorio") REFERENCES "public"."escritorios"("id_escritorio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "escritorios_permissoes" ADD CONSTRAINT "escritorios_permissoes_id_escritorio_escritorios_id_escritorio_fk" FOREIGN KEY ("id_escritorio") REFERENCES "public"."escritorios"("id_escritorio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "escritorios_tema" ADD CONSTRAINT "escritorios_tema_id_escritorio_escritorios_id_escritorio_fk" FOREIGN KEY ("id_escritorio") REFERENCES "public"."escritorios"("id_escritorio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posicoes_clientes" ADD CONSTRAINT "posicoes_clientes_id_escritorio_escritorios_id_escritorio_fk" FOREIGN KEY ("id_escritorio") REFERENCES "public"."escritorios"("id_escritorio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relatorios_liberados" ADD CONSTRAINT "relatorios_liberados_id_escritorio_escritorios_id_escritorio_fk" FOREIGN KEY ("id_escritorio") REFERENCES "public"."escritorios"("id_escritorio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relatorios_liberados" ADD CONSTRAINT "relatorios_liberados_liberado_por_usuarios_id_interno_fk" FOREIGN KEY ("liberado_por") REFERENCES "public"."usuarios"("id_interno") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comunicados_clientes_cliente_idx" ON "comunicados_clientes" USING btree ("id_escritorio","id_cliente");--> statement-breakpoint
CREATE INDEX "posicoes_clientes_cliente_idx" ON "posicoes_clientes" USING btree ("id_escritorio","id_cliente");