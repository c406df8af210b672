CREATE TABLE "caixa_entrada" (
	"id_escritorio" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "caixa_entrada_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"message_id" text NOT NULL,
	"de" text NOT NULL,
	"de_email" text,
	"para" text NOT NULL,
	"assunto" text NOT NULL,
	"recebido_em" timestamp with time zone NOT NULL,
	"corpo" text NOT NULL,
	"origem" text NOT NULL,
	"verificado" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "caixa_entrada_id_escritorio_id_pk" PRIMARY KEY("id_escritorio","id")
);
--> statement-breakpoint
CREATE TABLE "caixa_entrada_anexos" (
	"id_escritorio" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "caixa_entrada_anexos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_mensagem" integer NOT NULL,
	"nome_arquivo" text NOT NULL,
	"tipo" text NOT NULL,
	"tamanho" integer NOT NULL,
	"sha256" text NOT NULL,
	"leitura" text,
	"leitura_detalhe" text,
	"id_nota" integer,
	"boleto" jsonb,
	CONSTRAINT "caixa_entrada_anexos_id_escritorio_id_pk" PRIMARY KEY("id_escritorio","id")
);
--> statement-breakpoint
CREATE TABLE "caixa_entrada_tags" (
	"id_escritorio" integer NOT NULL,
	"id_mensagem" integer NOT NULL,
	"id_tag" integer NOT NULL,
	CONSTRAINT "caixa_entrada_tags_id_escritorio_id_mensagem_id_tag_pk" PRIMARY KEY("id_escritorio","id_mensagem","id_tag")
);
--> statement-breakpoint
CREATE TABLE "emails_escritorio" (
	"id_escritorio" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "emails_escritorio_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"validado" boolean DEFAULT false NOT NULL,
	"id_tag" integer,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "emails_escritorio_id_escritorio_id_pk" PRIMARY KEY("id_escritorio","id")
);
--> statement-breakpoint
CREATE TABLE "emails_tags" (
	"id_escritorio" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "emails_tags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nome" text NOT NULL,
	"cor" text NOT NULL,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "emails_tags_id_escritorio_id_pk" PRIMARY KEY("id_escritorio","id")
);
--> statement-breakpoint
CREATE TABLE "notas_fiscais" (
	"id_escritorio" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "notas_fiscais_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"modelo" text NOT NULL,
	"chave" text NOT NULL,
	"numero" text NOT NULL,
	"serie" text,
	"emitente_documento" text,
	"emitente_nome" text,
	"tomador_documento" text,
	"tomador_nome" text,
	"data_emissao" date NOT NULL,
	"data_competencia" date NOT NULL,
	"valor_total_centavos" bigint NOT NULL,
	"valor_liquido_centavos" bigint NOT NULL,
	"tipo" text NOT NULL,
	"id_fornecedor" integer,
	"protocolo" text,
	"detalhe" jsonb NOT NULL,
	"nome_arquivo" text NOT NULL,
	"sha256" text NOT NULL,
	"origem" text NOT NULL,
	"criado_por" integer,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notas_fiscais_id_escritorio_id_pk" PRIMARY KEY("id_escritorio","id")
);
--> statement-breakpoint
CREATE TABLE "notas_fiscais_titulos" (
	"id_escritorio" integer NOT NULL,
	"id_nota" integer NOT NULL,
	"id_titulo" integer NOT NULL,
	CONSTRAINT "notas_fiscais_titulos_id_escritorio_id_titulo_pk" PRIMARY KEY("id_escritorio","id_titulo")
);
--> statement-breakpoint
ALTER TABLE "caixa_entrada" ADD CONSTRAINT "caixa_entrada_id_escritorio_escritorios_id_escritorio_fk" FOREIGN KEY ("id_escritorio") REFERENCES "public"."escritorios"("id_escritorio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caixa_entrada_anexos" ADD CONSTRAINT "caixa_entrada_anexos_id_escritorio_escritorios_id_escritorio_fk" FOREIGN KEY ("id_escritorio") REFERENCES "public"."escritorios"("id_escritorio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caixa_entrada_anexos" ADD CONSTRAINT "caixa_entrada_anexos_id_escritorio_id_mensagem_caixa_entrada_id_escritorio_id_fk" FOREIGN KEY ("id_escritorio","id_mensagem") REFERENCES "public"."caixa_entrada"("id_escritorio","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caixa_entrada_anexos" ADD CONSTRAINT "caixa_entrada_anexos_id_escritorio_id_nota_notas_fiscais_id_escritorio_id_fk" FOREIGN KEY ("id_escritorio","id_nota") REFERENCES "public"."notas_fiscais"("id_escritorio","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caixa_entrada_tags" ADD CONSTRAINT "caixa_entrada_tags_id_escritorio_escritorios_id_escritorio_fk" FOREIGN KEY ("id_escritorio") REFERENCES "public"."escritorios"("id_escritorio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caixa_entrada_tags" ADD CONSTRAINT "caixa_entrada_tags_id_escritorio_id_mensagem_caixa_entrada_id_escritorio_id_fk" FOREIGN KEY ("id_escritorio","id_mensagem") REFERENCES "public"."caixa_entrada"("id_escritorio","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caixa_entrada_tags" ADD CONSTRAINT "caixa_entrada_tags_id_escritorio_id_tag_emails_tags_id_escritorio_id_fk" FOREIGN KEY ("id_escritorio","id_tag") REFERENCES "public"."emails_tags"("id_escritorio","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emails_escritorio" ADD CONSTRAINT "emails_escritorio_id_escritorio_escritorios_id_escritorio_fk" FOREIGN KEY ("id_escritorio") REFERENCES "public"."escritorios"("id_escritorio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emails_escritorio" ADD CONSTRAINT "emails_escritorio_id_escritorio_id_tag_emails_tags_id_escritorio_id_fk" FOREIGN KEY ("id_escritorio","id_tag") REFERENCES "public"."emails_tags"("id_escritorio","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emails_tags" ADD CONSTRAINT "emails_tags_id_escritorio_escritorios_id_escritorio_fk" FOREIGN KEY ("id_escritorio") REFERENCES "public"."escritorios"("id_escritorio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notas_fiscais" ADD CONSTRAINT "notas_fiscais_id_escritorio_escritorios_id_escritorio_fk" FOREIGN KEY ("id_escritorio") REFERENCES "public"."escritorios"("id_escritorio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notas_fiscais" ADD CONSTRAINT "notas_fiscais_criado_por_usuarios_id_interno_fk" FOREIGN KEY ("criado_por") REFERENCES "public"."usuarios"("id_interno") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notas_fiscais" ADD CONSTRAINT "notas_fiscais_id_escritorio_id_fornecedor_fornecedores_id_escritorio_id_fk" FOREIGN KEY ("id_escritorio","id_fornecedor") REFERENCES "public"."fornecedores"("id_escritorio","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notas_fiscais_titulos" ADD CONSTRAINT "notas_fiscais_titulos_id_escritorio_escritorios_id_escritorio_fk" FOREIGN KEY ("id_escritorio") REFERENCES "public"."escritorios"("id_escritorio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notas_fiscais_titulos" ADD CONSTRAINT "notas_fiscais_titulos_id_escritorio_id_nota_notas_fiscais_id_escritorio_id_fk" FOREIGN KEY ("id_escritorio","id_nota") REFERENCES "public"."notas_fiscais"("id_escritorio","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notas_fiscais_titulos" ADD CONSTRAINT "notas_fiscais_titulos_id_escritorio_id_titulo_titulos_id_escritorio_id_fk" FOREIGN KEY ("id_escritorio","id_titulo") REFERENCES "public"."titulos"("id_escritorio","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "caixa_entrada_message_id_uq" ON "caixa_entrada" USING btree ("id_escritorio","message_id");--> statement-breakpoint
CREATE INDEX "caixa_entrada_recebido_idx" ON "caixa_entrada" USING btree ("id_escritorio","recebido_em","id");--> statement-breakpoint
CREATE INDEX "caixa_entrada_anexos_msg_idx" ON "caixa_entrada_anexos" USING btree ("id_escritorio","id_mensagem");--> statement-breakpoint
CREATE INDEX "caixa_entrada_tags_tag_idx" ON "caixa_entrada_tags" USING btree ("id_escritorio","id_tag");--> statement-breakpoint
CREATE UNIQUE INDEX "emails_escritorio_email_uq" ON "emails_escritorio" USING btree ("id_escritorio","email");--> statement-breakpoint
CREATE UNIQUE INDEX "emails_tags_nome_uq" ON "emails_tags" USING btree ("id_escritorio",lower("nome"));--> statement-breakpoint
CREATE UNIQUE INDEX "notas_fiscais_chave_uq" ON "notas_fiscais" USING btree ("id_escritorio","chave");--> statement-breakpoint
CREATE INDEX "notas_fiscais_emissao_idx" ON "notas_fiscais" USING btree ("id_escritorio","data_emissao","id");--> statement-breakpoint
CREATE INDEX "notas_fiscais_titulos_nota_idx" ON "notas_fiscais_titulos" USING btree ("id_escritorio","id_nota");