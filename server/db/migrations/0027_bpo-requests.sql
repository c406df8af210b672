CREATE TABLE "requisicoes" (
	"id_escritorio" integer NOT NULL,
	"id" uuid NOT NULL,
	"tipo" text NOT NULL,
	"descricao" text NOT NULL,
	"valor_centavos" bigint,
	"data_vencimento" date,
	"id_fornecedor" integer,
	"id_titulo" integer,
	"situacao" text NOT NULL,
	"criado_por" integer NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "requisicoes_id_escritorio_id_pk" PRIMARY KEY("id_escritorio","id")
);
--> statement-breakpoint
CREATE TABLE "requisicoes_anexos" (
	"id_escritorio" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "requisicoes_anexos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_requisicao" uuid NOT NULL,
	"nome_arquivo" text NOT NULL,
	"tipo" text NOT NULL,
	"tamanho" integer NOT NULL,
	"sha256" text NOT NULL,
	"enviado_por" integer NOT NULL,
	"enviado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"id_anexo_titulo" integer,
	CONSTRAINT "requisicoes_anexos_id_escritorio_id_pk" PRIMARY KEY("id_escritorio","id")
);
--> statement-breakpoint
CREATE TABLE "requisicoes_mensagens" (
	"id_escritorio" integer NOT NULL,
	"id" uuid NOT NULL,
	"id_requisicao" uuid NOT NULL,
	"texto" text NOT NULL,
	"autor" integer NOT NULL,
	"papel" text,
	"de" text,
	"para" text,
	"enviado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "requisicoes_mensagens_id_escritorio_id_pk" PRIMARY KEY("id_escritorio","id")
);
--> statement-breakpoint
ALTER TABLE "requisicoes" ADD CONSTRAINT "requisicoes_id_escritorio_escritorios_id_escritorio_fk" FOREIGN KEY ("id_escritorio") REFERENCES "public"."escritorios"("id_escritorio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisicoes" ADD CONSTRAINT "requisicoes_criado_por_usuarios_id_interno_fk" FOREIGN KEY ("criado_por") REFERENCES "public"."usuarios"("id_interno") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisicoes" ADD CONSTRAINT "requisicoes_id_escritorio_id_fornecedor_fornecedores_id_escritorio_id_fk" FOREIGN KEY ("id_escritorio","id_fornecedor") REFERENCES "public"."fornecedores"("id_escritorio","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisicoes_anexos" ADD CONSTRAINT "requisicoes_anexos_id_escritorio_escritorios_id_escritorio_fk" FOREIGN KEY ("id_escritorio") REFERENCES "public"."escritorios"("id_escritorio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisicoes_anexos" ADD CONSTRAINT "requisicoes_anexos_enviado_por_usuarios_id_interno_fk" FOREIGN KEY ("enviado_por") REFERENCES "public"."usuarios"("id_interno") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisicoes_anexos" ADD CONSTRAINT "requisicoes_anexos_id_escritorio_id_requisicao_requisicoes_id_escritorio_id_fk" FOREIGN KEY ("id_escritorio","id_requisicao") REFERENCES "public"."requisicoes"("id_escritorio","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisicoes_mensagens" ADD CONSTRAINT "requisicoes_mensagens_id_escritorio_escritorios_id_escritorio_fk" FOREIGN KEY ("id_escritorio") REFERENCES "public"."escritorios"("id_escritorio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisicoes_mensagens" ADD CONSTRAINT "requisicoes_mensagens_autor_usuarios_id_interno_fk" FOREIGN KEY ("autor") REFERENCES "public"."usuarios"("id_interno") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisicoes_mensagens" ADD CONSTRAINT "requisicoes_mensagens_id_escritorio_id_requisicao_requisicoes_id_escritorio_id_fk" FOREIGN KEY ("id_escritorio","id_requisicao") REFERENCES "public"."requisicoes"("id_escritorio","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "requisicoes_criado_idx" ON "requisicoes" USING btree ("id_escritorio","criado_em");--> statement-breakpoint
CREATE INDEX "requisicoes_titulo_idx" ON "requisicoes" USING btree ("id_escritorio","id_titulo");--> statement-breakpoint
CREATE INDEX "requisicoes_anexos_req_idx" ON "requisicoes_anexos" USING btree ("id_escritorio","id_requisicao");--> statement-breakpoint
CREATE INDEX "requisicoes_mensagens_req_idx" ON "requisicoes_mensagens" USING btree ("id_escritorio","id_requisicao","enviado_em");