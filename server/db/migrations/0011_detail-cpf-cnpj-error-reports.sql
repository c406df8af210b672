CREATE TABLE "erros_cliente" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "erros_cliente_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tipo" text NOT NULL,
	"mensagem" text NOT NULL,
	"pilha" text,
	"fingerprint" text NOT NULL,
	"rota" text NOT NULL,
	"release" text NOT NULL,
	"status_http" integer,
	"id_usuario" integer,
	"id_escritorio" integer,
	"chave" text NOT NULL,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lancamentos" ADD COLUMN "cpf_cnpj_fornecedor" text;--> statement-breakpoint
CREATE INDEX "erros_cliente_fingerprint_idx" ON "erros_cliente" USING btree ("fingerprint","data_criacao");--> statement-breakpoint
CREATE INDEX "erros_cliente_chave_idx" ON "erros_cliente" USING btree ("chave","data_criacao");--> statement-breakpoint
CREATE INDEX "erros_cliente_data_idx" ON "erros_cliente" USING btree ("data_criacao");